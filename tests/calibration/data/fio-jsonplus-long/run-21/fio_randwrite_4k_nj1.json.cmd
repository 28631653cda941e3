command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:14:04Z
finished_utc: 2026-12-06T03:14:13Z
elapsed_s: 9.6
load_before:  03:14:04 up 16:07,  0 user,  load average: 7.34, 6.62, 5.98
busiest_before: alarms_real(47.7%) rustc(42.9%) rustc(26.9%) rustc(24.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj1.json
